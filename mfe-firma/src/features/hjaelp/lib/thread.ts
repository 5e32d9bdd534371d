// The support thread as the service renders it (an <ol> of messages) with the messages sent since
// it was read appended: /firma/send_support_message answers the new message's <li>.

/** The thread html with the appended messages' <li> added at the end of its list of messages. */
export function appendToThread(thread: string, appended: readonly string[]): string {
  if (appended.length === 0) return thread;
  const marker = '</ol>';
  const at = thread.lastIndexOf(marker);
  if (at < 0) return thread + appended.join('');
  return thread.slice(0, at) + appended.join('') + thread.slice(at);
}
