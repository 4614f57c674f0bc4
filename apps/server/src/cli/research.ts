import { writeFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { importResearchFile, listResearchCategories, ResearchImportError } from '../modules/research/index.ts';

const usage = `Usage:
  npm run research -- import FILE.json   replace every research category with the file's list
  npm run research -- export [FILE.json] print the current list (or write it to FILE.json)

The file is the same JSON list GET /api-statistics/ serves:
  [{ "category": "...", "research_points": [{ "name": "...", "statistics": [{ "context": "...", "URL": "" }] }] }]
A file that fails validation changes nothing. With the embedded database (no DATABASE_URL),
stop the server first: the embedded database serves one process at a time.`;

// npm runs workspace scripts inside apps/server; paths and DATA_DIR mean what they meant where the
// command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== 'import' && command !== 'export') {
    console.error(usage);
    return 2;
  }
  if (command === 'import' && !file) {
    console.error(`import needs a file.\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    if (command === 'import') {
      const count = await importResearchFile(database.db, file as string);
      console.log(`Imported ${count} research ${count === 1 ? 'category' : 'categories'} from ${file}.`);
    } else {
      const json = `${JSON.stringify(await listResearchCategories(database.db), null, 2)}\n`;
      if (file) {
        await writeFile(file, json);
        console.log(`Wrote the research list to ${file}.`);
      } else {
        process.stdout.write(json);
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ResearchImportError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
