// The company-survey module's public face: the only file another module may import.
export { companySurveyRoutes } from './routes.ts';
export { readSurvey } from './service.ts';
