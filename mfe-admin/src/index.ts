// Standalone entry of mfe-admin: an async boundary so the shared singletons are set up first.
import('./bootstrap');
