# Scroll Sideways: scroll an element into view with JavaScript and check it is in the viewport.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

LAST = (By.XPATH, '//p[normalize-space()="The sixth and last vegetable is bell pepper."]')

# True when the element's box lies wholly inside the window.
IN_VIEWPORT = """
const box = arguments[0].getBoundingClientRect();
return box.left >= 0 && box.right <= window.innerWidth
    && box.top >= 0 && box.bottom <= window.innerHeight;
"""


def test_the_last_vegetable_comes_into_view(driver, base_url):
    driver.get(f"{base_url}/scrollSideways")
    last = WebDriverWait(driver, 10).until(EC.presence_of_element_located(LAST))
    assert not driver.execute_script(IN_VIEWPORT, last)

    driver.execute_script("arguments[0].scrollIntoView({inline: 'center', block: 'center'});", last)

    WebDriverWait(driver, 10).until(lambda d: d.execute_script(IN_VIEWPORT, last))
    assert driver.execute_script("return window.scrollX;") > 0
