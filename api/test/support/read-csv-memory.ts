// Reads one CSV file as the importer does, with the limits the environment sets (IMPORT_MAX_MB,
// IMPORT_MAX_ROWS), and prints what happened and how much the process's peak resident memory
// grew while reading, as JSON: {"refusal": string | null, "rows": number, "growthMb": number}.
import { readConfig } from '../../src/config';
import { csvLimitsOf, readCsvTable } from '../../src/import/csv-table';

const peakMb = () => process.resourceUsage().maxRSS / 1024;
const before = peakMb();
let refusal: string | null = null;
let rows = 0;
try {
  rows = (await readCsvTable(process.argv[2]!, csvLimitsOf(readConfig()))).rows.length;
} catch (error) {
  refusal = (error as Error).message;
}
console.log(JSON.stringify({ refusal, rows, growthMb: Math.round(peakMb() - before) }));
