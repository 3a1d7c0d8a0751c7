/**
 * Imported first by a test file that runs the app as borrowers get it: test/setup.ts sets the developer
 * pages' build switch for every unit test, and the modules imported after this one read it at load time
 * (the route table, the endpoints, the catalogs), as a production build's constants would.
 */
delete process.env.CUOTA_DEVTOOLS;
