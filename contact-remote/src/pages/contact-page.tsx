export default function ContactPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Let&apos;s Talk IT Solutions</h1>
    </section>
  );
}
