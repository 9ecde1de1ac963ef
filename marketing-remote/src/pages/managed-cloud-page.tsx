export default function ManagedCloudPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Empowering Businesses with Dependable Cloud Solutions</h1>
    </section>
  );
}
