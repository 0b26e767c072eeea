"use client";
import { editScreen, newScreen } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { BLOG_UI, useRevalidateBlog, type BlogPost } from "@/lib/api/blog";
import { ADMIN_BASE } from "@/lib/constants";
import { BlogForm } from "./blog-form";

/** The article editor (SPEC 2.2): /blog/new and /blog/{id}. */
export const BLOG_EDITOR: EditorModel<BlogPost> = {
  list: { href: `${ADMIN_BASE}/blog`, back: "Înapoi la articole" },
  messages: BLOG_UI,
  edit: { title: "Editează articolul", loading: "Se încarcă articolul...", describe: (post) => post.title },
  create: { title: "Creează un articol nou", description: "Scrieți articolul și salvați-l ca Draft sau publicați-l direct pe blog." },
  path: (id) => (isNumericId(id) ? `/blog/${id}` : null),
  useRefresh: useRevalidateBlog,
  Form: ({ item, ...props }) => <BlogForm post={item} {...props} />,
};

export const EditBlogPost = editScreen(BLOG_EDITOR);
export const NewBlogPost = newScreen(BLOG_EDITOR);
