// the matrix's rows live with the other facts both pages share (service-facts.ts)
export { type Access, featureMatrix, type MatrixCell, matrixFootnote } from './service-facts.ts';

export const matrixCopy = {
  title: 'Compare the plans',
  caption: 'What Guests and Members get of each service',
  serviceHeader: 'Service',
  guestHeader: 'Guest',
  memberHeader: 'Member',
} as const;
