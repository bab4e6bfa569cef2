import { IngestEditor } from '@/components/admin/content/ingest-editor';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <IngestEditor id={id} />;
}
