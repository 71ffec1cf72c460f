# Parley in one container: `docker build -t parley . && docker run -p 3000:3000 -v parley-data:/data parley`.
# The server runs its TypeScript directly (Node 24 strips the types), so there is no server build step.

# The web app, built with its dev dependencies.
FROM node:24-bookworm-slim AS web
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/schema/package.json packages/schema/
COPY e2e/package.json e2e/
RUN npm ci -w @parley/web --ignore-scripts --no-audit --no-fund
COPY packages/schema packages/schema
COPY apps/web apps/web
RUN npm run build -w @parley/web

# The server's production dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/schema/package.json packages/schema/
COPY e2e/package.json e2e/
RUN npm ci -w @parley/server --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
 && find node_modules -name '*.map' -delete
COPY packages/schema packages/schema
COPY apps/server apps/server
# A migrated empty database: a fresh /data starts from it instead of running initdb (seconds of CPU).
RUN node apps/server/src/db/template.ts

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=web /app/apps/web/dist apps/web/dist
# The embedded database and the generated AUTH_SECRET live in /data, owned by the unprivileged user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl: Node's own fetch asks /api/health.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
