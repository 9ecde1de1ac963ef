export default function ManagedItPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Managed IT Services</h1>
    </section>
  );
}
