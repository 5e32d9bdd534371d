// The three demo logins of the README and where each lands after logging in.
export const demoPassword = 'demo1234';

export const demoLogins = {
  bruger: { email: 'bruger@demo.dk', landing: '/bruger/opgaver', remote: 'mfe-bruger' },
  firma: { email: 'firma@demo.dk', landing: '/firma/opgaver', remote: 'mfe-firma' },
  admin: { email: 'admin@demo.dk', landing: '/admin/annulleringer', remote: 'mfe-admin' },
} as const;

export type DemoRole = keyof typeof demoLogins;

export const storageStateFor = (role: DemoRole): string => `e2e/.auth/${role}.json`;
