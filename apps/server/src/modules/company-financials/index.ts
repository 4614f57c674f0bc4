// The company-financials module's public face: the only file another module may import.
export { companyFinancialsRoutes, type CompanyFinancialsRoutesOptions } from './routes.ts';
export { readFinancials } from './service.ts';
