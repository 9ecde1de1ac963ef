export default function TermsPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Terms and Conditions</h1>
    </section>
  );
}
