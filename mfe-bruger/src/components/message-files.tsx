// A message's files on the customer's job page (issue 30), drawn by message-file-list.tsx, which is
// loaded with the media entry only when a message has files: a conversation of plain text loads
// neither.
import { Suspense, lazy } from 'react';
import type { StoredFile } from '@opgavetorvet/contracts';

const MessageFileList = lazy(() =>
  import(/* webpackChunkName: "message-files" */ './message-file-list').then((module) => ({
    default: module.MessageFileList,
  })),
);

/** `files` may be absent in a reply of a service from before issue 30 (a remote deployed first). */
export function MessageFiles({ files = [] }: { files?: readonly StoredFile[] }) {
  if (files.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MessageFileList files={files} />
    </Suspense>
  );
}
