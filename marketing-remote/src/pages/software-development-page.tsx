export default function SoftwareDevelopmentPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Bespoke Software Solutions for Business Transformation</h1>
    </section>
  );
}
