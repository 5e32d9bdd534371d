// Entry of the shell: an async boundary, so Module Federation can set up the shared singletons
// (react, react-dom, @opgavetorvet/ui, …) before any of them is evaluated.
import('./bootstrap');
