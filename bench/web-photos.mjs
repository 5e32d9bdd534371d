// The two pages with photos that `npm run bench:web` measures beside the four of issue 13 (issue 30):
// the demo customer's job page with ten photos, and the demo company's profile with a reference
// gallery of twelve. The photos are put there through the service's own calls, as a user would
// (POST /api/filer, then the job's photos and a reference job), each a 1600 × 1200 JPEG of the
// kind a phone sends, so the pages serve the processed sizes a real visitor gets.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

const DEMO_COMPANY_SLUG = 'demo-byg-anlaeg';
const sharp = createRequire(join(root, 'services/package.json'))('sharp');

/** A photo-like JPEG: a colour gradient with noise, so it compresses as a photo does. */
async function photo(seed) {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = (state >> 16) % 40;
      const offset = (y * width + x) * 3;
      pixels[offset] = ((x * 255) / width + seed * 23 + noise) & 0xff;
      pixels[offset + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[offset + 2] = (((x + y) * 128) / width + seed * 41) & 0xff;
    }
  }
  return await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A logged-in caller of the service's JSON calls with the session's CSRF token. */
async function caller(baseURL, cookie) {
  const session = await fetch(`${baseURL}/api/session`, { headers: { cookie } }).then((reply) =>
    reply.json(),
  );
  const headers = { cookie, 'x-csrf-token': session.csrfToken };
  const call = async (method, path, body) => {
    const reply = await fetch(`${baseURL}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path} answered ${reply.status}: ${await reply.text()}`);
    return await reply.json();
  };
  const upload = async (purpose, bytes, name) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
    const reply = await fetch(`${baseURL}/api/filer?purpose=${purpose}`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (!reply.ok) throw new Error(`uploading ${name} answered ${reply.status}: ${await reply.text()}`);
    return (await reply.json()).key;
  };
  return { call, upload };
}

/** Uploads `count` photos for `purpose`, each with a caption. */
async function uploadPhotos(upload, purpose, count) {
  const photos = [];
  for (let index = 0; index < count; index += 1) {
    const key = await upload(
      purpose,
      await photo(index + (purpose === 'job' ? 0 : 50)),
      `foto-${index + 1}.jpg`,
    );
    photos.push({ key, caption: `Billede ${index + 1}` });
  }
  return photos;
}

/**
 * Puts ten photos on one of the demo customer's open jobs and a reference of twelve on the demo
 * company's profile; returns the two pages as `webPages` lists them.
 */
export async function seedPhotoPages(baseURL, customerCookie, companyCookie) {
  const customer = await caller(baseURL, customerCookie);
  const { jobs } = await customer.call('GET', '/api/bruger/opgaver');
  const job = jobs.find((row) => row.status === 'open') ?? jobs[0];
  if (!job) throw new Error('the demo customer has no job to put photos on');
  const jobId = job.job_id ?? job.id;
  await customer.call('PUT', `/api/bruger/opgaver/${jobId}/billeder`, {
    photos: await uploadPhotos(customer.upload, 'job', 10),
  });

  const company = await caller(baseURL, companyCookie);
  await company.call('POST', '/api/firma/referencer', {
    title: 'Nyt badeværelse i Valby',
    text: 'Fliser, gulvvarme og nye installationer, udført på tre uger.',
    photos: await uploadPhotos(company.upload, 'reference', 12),
  });
  // The demo company's public address, as the seed names it (the journeys use it too).
  await company.call('GET', `/api/companies/${DEMO_COMPANY_SLUG}`);
  return [
    {
      name: 'job-photos',
      path: `/bruger/opgave/${jobId}`,
      email: 'bruger@demo.dk',
      area: '[data-remote="mfe-bruger"]',
    },
    { name: 'gallery', path: `/${DEMO_COMPANY_SLUG}`, email: null, area: '[data-remote="mfe-bruger"]' },
  ];
}
