// The e2e server runs the production build on its own port and its own fresh DATA_DIR.
export const E2E = {
  port: Number(process.env.E2E_PORT || 3100),
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
  admin: { email: "admin@e2e.ro", password: "Admin-E2E-parola-1" },
  editor: { email: "editor@e2e.ro", password: "Editor-E2E-parola-1" },
  authSecret: "e2e-only-secret-0123456789abcdefghijklmnopqrstuv",
};
