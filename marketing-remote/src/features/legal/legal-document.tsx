import type { ReactNode } from 'react';
import { LegalAside } from './legal-aside';
import type { LegalSection } from './legal-section';
import styles from './legal-document.module.css';

interface LegalDocumentProps {
  title: string;
  summary: string;
  updated: string;
  sections: LegalSection[];
  /** A note after the numbered sections. */
  closing?: ReactNode;
}

/** A legal page: a compact header, numbered sections and a side panel with the other policies. */
export function LegalDocument({ title, summary, updated, sections, closing }: LegalDocumentProps) {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.summary}>{summary}</p>
          <p className={styles.updated}>Last updated: {updated}</p>
        </div>
      </header>
      <div className={styles.body}>
        <article className={styles.article} aria-label={title}>
          {sections.map((section, index) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
          {closing && <div className={styles.closing}>{closing}</div>}
        </article>
        <LegalAside />
      </div>
    </>
  );
}
