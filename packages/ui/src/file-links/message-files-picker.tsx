// "Vedhæft filer" under a message form (issue 30), loaded when the form is shown: the media entry
// (the picker, its styles) is no part of any page's first load. The form keeps the picked files;
// the message is sent with them in their order.
import { Suspense, lazy } from 'react';
import { Spinner } from '@opgavetorvet/ui';
import type { MessageFilesFieldProps } from './message-files-field';

const MessageFilesField = lazy(() =>
  import(/* webpackChunkName: "message-files" */ './message-files-field').then((module) => ({
    default: module.MessageFilesField,
  })),
);

export function MessageFilesPicker(props: MessageFilesFieldProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <MessageFilesField {...props} />
    </Suspense>
  );
}
