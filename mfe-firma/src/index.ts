// Standalone entry of mfe-firma: an async boundary so the shared singletons are set up first.
import('./bootstrap');
