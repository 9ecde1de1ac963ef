import { useEffect, useRef } from 'react';
import ReactPaginate from 'react-paginate';
import { scrollPageToTop } from './scroll-page-to-top';
import styles from './job-pager.module.css';

interface JobPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A real address for each page, so pages are links a visitor can open or share. */
  pageHref?: (page: number) => string;
}

/** The job list's pager: 3 pages shown, 2 margin pages, 'Previous' / 'Next', '...' between (docs/product-rules.md#job-list). */
export function JobPager({ page, totalPages, onPageChange, pageHref }: JobPagerProps) {
  const navRef = useRef<HTMLElement>(null);

  // react-paginate marks its <ul> as a navigation landmark, which breaks the list semantics of
  // its items; the surrounding <nav> is the landmark, so the list becomes a list again.
  useEffect(() => {
    navRef.current?.querySelector('ul[role="navigation"]')?.setAttribute('role', 'list');
  });

  const selected = Math.min(page, totalPages) - 1;
  return (
    <nav ref={navRef} className={styles.pager} aria-label="Job list pages">
      <ReactPaginate
        pageCount={totalPages}
        forcePage={selected}
        pageRangeDisplayed={3}
        marginPagesDisplayed={2}
        previousLabel="Previous"
        nextLabel="Next"
        breakLabel="..."
        // Its defaults mark the current page's link rel="canonical", which HTML allows on <link> only,
        // and keep rel on a Previous or Next that has nowhere to go (and so no href, which rel needs).
        selectedPageRel={null}
        prevRel={selected > 0 ? 'prev' : null}
        nextRel={selected < totalPages - 1 ? 'next' : null}
        onPageChange={({ selected: index }) => {
          if (index === selected) return;
          onPageChange(index + 1);
          scrollPageToTop();
        }}
        hrefBuilder={pageHref ? (pageNumber) => pageHref(pageNumber) : undefined}
        containerClassName={styles.list}
        pageLinkClassName={styles.link}
        previousClassName={styles.stepItem}
        nextClassName={styles.stepItem}
        previousLinkClassName={`${styles.link} ${styles.step}`}
        nextLinkClassName={`${styles.link} ${styles.step}`}
        breakLinkClassName={styles.break}
        activeLinkClassName={styles.active}
        disabledLinkClassName={styles.disabled}
      />
    </nav>
  );
}
