import type { SecureFileName } from '../../src/shared/basicAuth.js';

export interface SecureFile {
  contentType: string;
  content: string;
}

/** The secure files of /secureDownload: SPEC-2, Appendix B1, each ending with one newline. */
const SECURE_FILES: Record<SecureFileName, SecureFile> = {
  'secure-report.txt': {
    contentType: 'text/plain; charset=utf-8',
    content: 'Automation Playground: secure download OK\n',
  },
  'secure-data.csv': {
    contentType: 'text/csv; charset=utf-8',
    content: 'id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n',
  },
  'secure-data.json': {
    contentType: 'application/json; charset=utf-8',
    content: '{"protected":true,"items":3}\n',
  },
};

/** The file of that exact name, if there is one (never an inherited property). */
export function secureFile(name: string): SecureFile | undefined {
  return Object.hasOwn(SECURE_FILES, name) ? SECURE_FILES[name as SecureFileName] : undefined;
}
