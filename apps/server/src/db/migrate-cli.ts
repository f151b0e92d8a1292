import { loadEnv } from '../config/env';
import { openConfiguredDatabase } from './cli-database';

const database = await openConfiguredDatabase(loadEnv());
await database.close();
console.log('Migrations applied.');
