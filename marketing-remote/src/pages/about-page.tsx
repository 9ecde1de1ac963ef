export default function AboutPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Your Trusted Partner for IT Solutions</h1>
    </section>
  );
}
