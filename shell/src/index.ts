// Entry of the shell: an async boundary, so Module Federation can set up the shared singletons
// (react, react-dom, @opgavetorvet/ui, …) before any of them is evaluated. The boundary is crossed
// in a task of its own (issue 13, total blocking time): the federation runtime's start (this
// script) and the resolution of the shared modules the shell's code consumes (the import below)
// were one task of 100-150 ms on this machine, four times that on Lighthouse's slowed phone.
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  channel.port1.close();
  void import('./bootstrap');
};
channel.port2.postMessage(null);
