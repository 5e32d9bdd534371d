// Standalone entry of mfe-bruger: an async boundary so the shared singletons are set up first.
import('./bootstrap');
