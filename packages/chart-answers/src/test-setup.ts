// The node entry of the engine selects the native Swiss Ephemeris, as the server does at start.
import '@kpdesk/astro';
