// What the shell provides as the shared `react-i18next` singleton (webpack.shared.js): only the two
// parts the front ends use, so the rest (Trans, withTranslation, SSR helpers) is left out of the one
// copy every portal loads (~10 KB as sent whole, ~3 KB like this). `react-i18next` is the shared
// key this module stands for, so it reads the package through the build's alias
// `react-i18next-whole` (its ES module entry). JavaScript, because TypeScript cannot see that alias;
// the types the front ends use are react-i18next's own. router-share.test.ts checks the list.
export { initReactI18next, useTranslation } from 'react-i18next-whole';
