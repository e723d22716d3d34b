// A small HTTP/1.1 load generator for the replay benchmark: sends each line of a file as the JSON body
// of one POST, exactly once, over C keep-alive connections (one thread, epoll), and reports the wall
// time until the last answer, answers by status class, and latency percentiles.
//
// With --rate R it sends at a fixed rate of R requests per second instead of as fast as answers come
// back (open loop: a request is due every 1/R s whether or not earlier ones were answered; its latency
// counts from when it was due), for measuring added latency at a steady load.
//
// Usage: replay_load HOST PORT PATH BODIES_FILE [--connections C] [--rate R] [--repeat K]
//   --repeat K sends the file's bodies K times over (for a fixed-rate run longer than the file).
// Build: cc -O2 -o replay_load replay_load.c
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

typedef struct {
    int fd;
    char *out;
    size_t out_len, out_sent;
    char in[65536];
    size_t in_len;
    long request;  // index of the request in flight, -1 when idle
    double due;    // when the request in flight was due (latency origin)
} connection;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void die(const char *what) {
    perror(what);
    exit(2);
}

static int open_connection(const char *host, int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) die("socket");
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port)};
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) die("address");
    if (connect(fd, (struct sockaddr *)&address, sizeof address) < 0) die("connect");
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    fcntl(fd, F_SETFL, O_NONBLOCK);
    return fd;
}

// Length of a complete response at the start of buf (headers + Content-Length body), 0 if incomplete.
static size_t complete_response(const char *buf, size_t len, int *status) {
    const char *end = memmem(buf, len, "\r\n\r\n", 4);
    if (!end) return 0;
    size_t header = (size_t)(end - buf) + 4;
    if (len < 12) return 0;
    *status = atoi(buf + 9);
    long body = 0;
    const char *p = buf;
    while (p < end) {
        const char *line_end = memmem(p, (size_t)(end - p) + 2, "\r\n", 2);
        if (!line_end) break;
        if (line_end - p > 15 && strncasecmp(p, "content-length:", 15) == 0) body = atol(p + 15);
        p = line_end + 2;
    }
    return len >= header + (size_t)body ? header + (size_t)body : 0;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: replay_load HOST PORT PATH BODIES_FILE [--connections C] [--rate R] [--repeat K]\n");
        return 2;
    }
    const char *host = argv[1], *path = argv[3];
    int port = atoi(argv[2]), connections = 16, repeat = 1;
    double rate = 0;
    for (int i = 5; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--connections")) connections = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--rate")) rate = atof(argv[i + 1]);
        else if (!strcmp(argv[i], "--repeat")) repeat = atoi(argv[i + 1]);
        else { fprintf(stderr, "unknown option %s\n", argv[i]); return 2; }
    }
    FILE *file = fopen(argv[4], "r");
    if (!file) die(argv[4]);
    size_t capacity = 1024, lines = 0;
    char **bodies = malloc(capacity * sizeof *bodies);
    char *line = NULL;
    size_t line_capacity = 0;
    ssize_t read;
    while ((read = getline(&line, &line_capacity, file)) > 0) {
        if (line[read - 1] == '\n') line[--read] = 0;
        if (read == 0) continue;
        if (lines == capacity) bodies = realloc(bodies, (capacity *= 2) * sizeof *bodies);
        bodies[lines++] = strdup(line);
    }
    fclose(file);
    if (lines == 0) { fprintf(stderr, "%s: no body\n", argv[4]); return 2; }
    long total = (long)lines * repeat;
    double *latency = malloc(total * sizeof *latency);
    long next = 0, answered = 0, failed = 0, by_class[6] = {0};
    int rotate = 0;
    int epoll = epoll_create1(0);
    connection *pool = calloc(connections, sizeof *pool);
    for (int i = 0; i < connections; i++) {
        pool[i].fd = open_connection(host, port);
        pool[i].request = -1;
        struct epoll_event event = {.events = EPOLLIN | EPOLLOUT | EPOLLET, .data.ptr = &pool[i]};
        epoll_ctl(epoll, EPOLL_CTL_ADD, pool[i].fd, &event);
    }
    double start = now();
    char header[512];
    struct epoll_event events[256];
    while (answered < total) {
        double t = now();
        // Give idle connections their next request when it is due.
        for (int k = 0; k < connections && next < total; k++) {
            connection *c = &pool[(rotate + k) % connections];
            if (c->request >= 0) continue;
            double due = rate > 0 ? start + next / rate : t;
            if (due > t) break;
            const char *body = bodies[next % lines];
            size_t body_len = strlen(body);
            int header_len = snprintf(header, sizeof header,
                "POST %s HTTP/1.1\r\nHost: %s:%d\r\nContent-Type: application/json; charset=utf-8\r\n"
                "Accept: application/json\r\nContent-Length: %zu\r\n\r\n", path, host, port, body_len);
            free(c->out);
            c->out = malloc(header_len + body_len);
            memcpy(c->out, header, header_len);
            memcpy(c->out + header_len, body, body_len);
            c->out_len = header_len + body_len;
            c->out_sent = 0;
            c->request = next++;
            rotate = (int)((c - pool + 1) % connections);
            c->due = due;
            ssize_t n = write(c->fd, c->out, c->out_len);
            if (n > 0) c->out_sent = (size_t)n;
        }
        int timeout = 10;
        if (rate > 0 && next < total) {
            double wait = (start + next / rate - now()) * 1000;
            timeout = wait < 0 ? 0 : (int)wait;
        }
        int ready = epoll_wait(epoll, events, 256, timeout);
        for (int e = 0; e < ready; e++) {
            connection *c = events[e].data.ptr;
            if (c->request >= 0 && c->out_sent < c->out_len) {
                ssize_t n = write(c->fd, c->out + c->out_sent, c->out_len - c->out_sent);
                if (n > 0) c->out_sent += (size_t)n;
            }
            for (;;) {
                ssize_t n = recv(c->fd, c->in + c->in_len, sizeof c->in - c->in_len, 0);
                if (n > 0) {
                    c->in_len += (size_t)n;
                    continue;
                }
                if (n == 0) {
                    // A server may close a keep-alive connection it finds idle: open another. One closed
                    // with a request in flight is a failure, and the request is not retried.
                    if (c->request >= 0) {
                        failed++;
                        latency[answered++] = now() - c->due;
                        c->request = -1;
                    }
                    epoll_ctl(epoll, EPOLL_CTL_DEL, c->fd, NULL);
                    close(c->fd);
                    c->fd = open_connection(host, port);
                    c->in_len = 0;
                    struct epoll_event event = {.events = EPOLLIN | EPOLLOUT | EPOLLET, .data.ptr = c};
                    epoll_ctl(epoll, EPOLL_CTL_ADD, c->fd, &event);
                    break;
                }
                if (errno == EAGAIN || errno == EWOULDBLOCK) break;
                die("recv");
            }
            int status = 0;
            size_t length;
            while (c->request >= 0 && (length = complete_response(c->in, c->in_len, &status)) > 0) {
                latency[answered++] = now() - c->due;
                by_class[status / 100 < 6 ? status / 100 : 0]++;
                memmove(c->in, c->in + length, c->in_len - length);
                c->in_len -= length;
                c->request = -1;
            }
        }
    }
    double elapsed = now() - start;
    qsort(latency, answered, sizeof *latency, compare);
    printf("requests %ld elapsed %.3f s rate %.0f req/s 2xx %ld 3xx %ld 4xx %ld 5xx %ld closed %ld p50 %.3f ms p99 %.3f ms max %.3f ms\n",
           answered, elapsed, answered / elapsed, by_class[2], by_class[3], by_class[4], by_class[5], failed,
           latency[answered / 2] * 1000, latency[(long)(answered * 0.99)] * 1000, latency[answered - 1] * 1000);
    return by_class[2] == answered ? 0 : 1;
}
