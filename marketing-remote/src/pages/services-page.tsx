export default function ServicesPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Comprehensive IT Solutions Tailored to Your Needs</h1>
    </section>
  );
}
