# Practice Shop: one page object per view of the shop, and the shop bar they share.
from .cart import CartPage
from .checkout import CheckoutPage
from .complete import CompletePage
from .inventory import InventoryPage
from .login import LoginPage
from .order import OrderPage
from .orders import OrdersPage
from .overview import OverviewPage
from .product import ProductPage
from .shop_bar import ShopBar

__all__ = ["CartPage", "CheckoutPage", "CompletePage", "InventoryPage", "LoginPage", "OrderPage",
           "OrdersPage", "OverviewPage", "ProductPage", "ShopBar"]
