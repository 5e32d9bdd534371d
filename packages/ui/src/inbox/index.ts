// The inbox entry (issue 32): what the customer's and the company's inbox pages share — the page's
// frame, its open thread's row or head, and that thread kept read. Each side passes its own queries.
// Its stylesheet is the frame's: the list of rows beside the open thread (.inbox, .inbox-row…).
import '../styles/inbox.css';

export { InboxSection, type InboxSectionProps } from './inbox-section';
export { useOpenInboxRow, type ThreadHeadQuery } from './use-open-inbox-row';
export { useThreadKeptRead, type ShownThread } from './use-thread-kept-read';
export { InboxRow, type InboxRowProps } from './inbox-row';
