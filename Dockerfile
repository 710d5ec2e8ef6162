# syntax=docker/dockerfile:1
# Two stages, each running exactly what CI runs (docs/operations.md, "Container image"): the build stage installs
# everything and runs `npm run build`; the runtime stage installs production dependencies only
# (`npm ci --omit=dev`), takes dist/ from the build, and runs the server as the unprivileged `node` user.
# Node 22 LTS, the line package.json's engines and .nvmrc name.
#
# The base is pinned by digest, so a rebuild gets the very image that was reviewed, not whatever the tag points at
# that day (the tag is kept for the reader; with a digest Docker ignores it). This digest is the multi-platform
# index that public Dockerfiles pinning node:22-bookworm-slim used in September 2026 (one records it as the tag's
# on 2026-09-24); it was not checked against the registry where this file was written, which has no Docker. To
# update: `docker buildx imagetools inspect node:22-bookworm-slim`, copy the "Digest:" line's sha256 here, rebuild,
# and run CI's checks against the new image.
ARG NODE_IMAGE=node:22-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# The commit the image was built from, for traitscope_build_info: docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD)
ARG GIT_COMMIT=
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    GIT_COMMIT=${GIT_COMMIT}
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR: the embedded database (a single instance without DATABASE_URL) and the first admin password file;
# owned by the user that runs, and by no one else (compose.yaml mounts a tmpfs here under its read-only root).
RUN mkdir -p /app/data && chown node:node /app/data && chmod 0700 /app/data
USER node
EXPOSE 5000
# Liveness only: /livez answers while the process does. Readiness (/readyz) is the load balancer's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Node itself, not npm: on SIGTERM npm ended within 0.1 s while the shell running its script never passed the
# signal to the server, which the runtime then killed without a drain. Same flags as `npm run start:prod`; the load
# test starts the server from exactly this line (tests/support/app-process.ts, decision 033).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/server/main.js"]
