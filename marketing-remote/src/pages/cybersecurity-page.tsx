export default function CybersecurityPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Is your Company truly Secure</h1>
    </section>
  );
}
