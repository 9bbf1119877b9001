import { getSupabase } from "../../../lib/supabase.ts";

/** Stores an image in the blog-images bucket under a timestamp-based name and returns its public URL. */
export async function uploadBlogImage(file: File): Promise<string> {
  const supabase = await getSupabase();
  const extension = (file.name.split(".").pop() ?? "bin").toLowerCase().replace(/[^a-z0-9]/g, "") || "bin";
  const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  const { error } = await supabase.storage.from("blog-images").upload(name, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return supabase.storage.from("blog-images").getPublicUrl(name).data.publicUrl;
}
