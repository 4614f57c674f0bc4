// The research module's public face: the only file another module may import.
export { importResearchFile, ResearchImportError } from './import-file.ts';
export { researchRoutes } from './routes.ts';
export { seedBundledResearch } from './seed.ts';
export { listResearchCategories, researchLockKey } from './service.ts';
export { readMarketMultiples, writeMarketMultiples } from './market.ts';
