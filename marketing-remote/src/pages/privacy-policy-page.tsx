export default function PrivacyPolicyPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Privacy Policy</h1>
    </section>
  );
}
