// The company-financials module's public face: the only file another module may import.
export { companyFinancialsRoutes, type CompanyFinancialsRoutesOptions } from './routes.ts';
export { readFinancials, toReply as financialsReply } from './service.ts';
