# syntax=docker/dockerfile:1
# The image to deploy: the simulator serving the built web app on one port, its SQLite file on a volume.
#   docker build -t pcharging .
#   docker run -p 8080:8080 -v pcharging-data:/data pcharging
# Node 22 LTS: better-sqlite3 12 aborts processes on Node 24 as they exit (see scripts/node-lts.mjs); the project
# also runs on Node 20.19+ (see .nvmrc for development).

# Build: install the workspace (the native SQLite addon included), build and precompress the web app, then lay out
# the simulator with its production dependencies only.
FROM node:22-bookworm AS build
WORKDIR /src
ENV CI=true
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter @pcharging/web run build \
 && node scripts/pnpm.mjs --filter @pcharging/simulator deploy --prod --legacy /deploy \
 && cp -r apps/web/dist /deploy/web

# Runtime: what runs and nothing else, as the unprivileged `node` user.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    PCHARGING_HOST=0.0.0.0 \
    PCHARGING_DB=/data/pcharging.sqlite \
    PCHARGING_WEB_DIST=/app/web
WORKDIR /app
COPY --from=build --chown=node:node /deploy /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The simulator finishes calls in flight and closes the database on SIGTERM (within 10 s). tsx as a loader, not as a
# command: its command runs the server in a second process (about 50 MB more) that only passes signals on.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
