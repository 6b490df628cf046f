// The async boundary: shared singletons (react, @ham/ui…) are negotiated before any app code runs.
import('./bootstrap');
