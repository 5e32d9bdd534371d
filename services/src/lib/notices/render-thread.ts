// The notice render thread (a worker_threads Worker started by render-thread-client.ts): it loads
// the texts once and renders the rows it is sent, so mails' HTML is made beside the requests, not
// between them. It reads and writes no database: the rows come in a message and go back rendered.
import { parentPort, workerData } from 'node:worker_threads';
import { linkSignerWithKey } from '../signed-links.js';
import { createTranslator } from '../translator.js';
import type { ComposeContext } from './compose.js';
import { renderRow, type QueuedNotice } from './render-row.js';

export interface RenderThreadData {
  localesDir: string;
  publicUrl: string;
  /** The link signer's derived key (LinkSigner.key), for unsubscribe links. */
  signerKey: string;
}

const data = workerData as RenderThreadData;
const translate = createTranslator(data.localesDir);
const context: ComposeContext = {
  lang: 'da-DK',
  publicUrl: data.publicUrl,
  signer: linkSignerWithKey(data.signerKey),
  t: (key, params) => translate('da-DK', key, params),
};

parentPort?.on('message', (message: { batch: number; rows: QueuedNotice[] }) => {
  parentPort?.postMessage({
    batch: message.batch,
    rendered: message.rows.map((row) => renderRow(row, context)),
  });
});
