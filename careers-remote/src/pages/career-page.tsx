export default function CareerPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Find your dream job</h1>
    </section>
  );
}
