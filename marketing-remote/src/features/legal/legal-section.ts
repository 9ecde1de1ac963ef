import type { ReactNode } from 'react';

export interface LegalSection {
  /** Anchor-safe id, unique within the document. */
  id: string;
  title: string;
  content: ReactNode;
}
