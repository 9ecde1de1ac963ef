export default function JobDetailsPage() {
  return (
    <section style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}>
      <h1>Job details</h1>
    </section>
  );
}
