// The assessments module's public face: the only file another module may import.
export { assessmentRoutes } from './routes.ts';
export { scoreBrand, scoreDiagnostic, scoreRoi } from './scoring.ts';
export { listSubmissions } from './service.ts';
