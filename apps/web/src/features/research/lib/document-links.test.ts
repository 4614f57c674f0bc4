import { describe, expect, it } from 'vitest';
import { documentLinks, driveFileId } from './document-links.ts';

const id = '1AbCdEfGhIjK_lmn-OPqrs';
const view = `https://drive.google.com/file/d/${id}/view`;
const download = `https://drive.google.com/uc?export=download&id=${id}`;

describe('documentLinks', () => {
  it.each([
    [`https://drive.google.com/file/d/${id}/view?usp=sharing`],
    [`https://drive.google.com/file/d/${id}/edit`],
    [`https://drive.google.com/file/d/${id}`],
    [`https://drive.google.com/open?id=${id}`],
    [`https://drive.google.com/uc?id=${id}&export=download`],
    [`  https://drive.google.com/uc?export=view&id=${id}  `],
  ])('builds the viewer and direct-download forms from %s', (link) => {
    expect(documentLinks(link)).toEqual({ view, download });
  });

  it.each([
    ['https://example.org/reports/owner-readiness-2023.pdf'],
    ['https://drive.google.com/drive/folders/1AbCdEfGhIjK_lmn'],
    ['https://drive.google.com/open?id=short'],
    [`https://evil.example/file/d/${id}/view`],
  ])('opens %s as it is when it is not a drive file link', (link) => {
    expect(documentLinks(link)).toEqual({ view: link, download: link });
  });
});

describe('driveFileId', () => {
  it('reads the id from a path or from the id parameter, and nothing from other links', () => {
    expect(driveFileId(`https://drive.google.com/file/d/${id}/view`)).toBe(id);
    expect(driveFileId(`https://drive.google.com/open?id=${id}`)).toBe(id);
    expect(driveFileId(`http://drive.google.com/file/d/${id}/view`)).toBeNull();
    expect(driveFileId('not a url')).toBeNull();
    expect(driveFileId('')).toBeNull();
  });
});
