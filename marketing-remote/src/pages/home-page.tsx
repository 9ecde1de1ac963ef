export default function HomePage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Empowering Businesses with Secure, Scalable IT Solutions</h1>
    </section>
  );
}
