# Practice Shop: an API client with a Bearer token, to arrange data where the UI is not the point.
import json
from http.cookiejar import CookieJar
from urllib.error import HTTPError
from urllib.parse import quote
from urllib.request import HTTPCookieProcessor, Request, build_opener

from .shop_data import PASSWORD


class ApiError(Exception):
    """An answer other than 2xx: its status and the server's message."""

    def __init__(self, status, message):
        super().__init__(f"{status} {message}")
        self.status = status
        self.message = message


class ShopApi:
    """One shopper (a cookie jar, like one browser) and, once logged in, its login's token."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.cookies = CookieJar()
        self._opener = build_opener(HTTPCookieProcessor(self.cookies))
        self.token = None

    def log_in(self, username, password=PASSWORD):
        # Logging in changes a session: it needs the anti-forgery token from GET /api/session.
        self._send("GET", "/api/session")
        xsrf = {"X-XSRF-TOKEN": self.cookie("XSRF-TOKEN")}
        answer = self.post("/login", {"username": username, "password": password}, xsrf)
        self.token = answer["token"]
        return self

    def cookie(self, name):
        return next((c.value for c in self.cookies if c.name == name), None)

    # The calls of SPEC-4 Part D that the tests arrange with.
    def add_to_cart(self, product_id, quantity=1):
        return self.post("/cart/items", {"productId": product_id, "quantity": quantity})

    def set_quantity(self, product_id, quantity):
        return self.put(f"/cart/items/{product_id}", {"quantity": quantity})

    def cart(self):
        return self.get("/cart")

    def save_details(self, first_name="Ada", last_name="Lovelace", email="ada@example.com",
                     postal_code="12345", shipping="standard", discount_code=None):
        details = {"firstName": first_name, "lastName": last_name, "email": email,
                   "postalCode": postal_code, "shipping": shipping}
        if discount_code:
            details["discountCode"] = discount_code
        return self.put("/checkout", details)

    def place_order(self):
        return self.post("/orders")

    def arrange_order(self, *lines, **details):
        """Places an order of (product, quantity) lines with save_details' defaults or `details`."""
        for product, quantity in lines:
            self.add_to_cart(product.id, quantity)
        self.save_details(**details)
        return self.place_order()

    def log_out(self):
        self.post("/logout")

    def inbox(self, address):
        return self._send("GET", f"/api/inbox/{quote(address)}")

    def get(self, path):
        return self._send("GET", f"/api/shop{path}")

    def post(self, path, body=None, headers=None):
        return self._send("POST", f"/api/shop{path}", body, headers)

    def put(self, path, body):
        return self._send("PUT", f"/api/shop{path}", body)

    def _send(self, method, path, body=None, headers=None):
        request = Request(f"{self.base_url}{path}", method=method, headers=headers or {})
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        if body is not None:
            request.add_header("Content-Type", "application/json")
            request.data = json.dumps(body).encode()
        try:
            with self._opener.open(request, timeout=10) as response:
                text = response.read().decode()
        except HTTPError as error:
            raise ApiError(error.code, json.loads(error.read() or b"{}").get("message")) from None
        return json.loads(text) if text else None
