# Floating menu: check with getBoundingClientRect that an element stays in the viewport on scroll.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

MENU = (By.CSS_SELECTOR, "nav[aria-label='Floating menu']")

IN_VIEWPORT = """
const r = arguments[0].getBoundingClientRect();
return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
"""

AT_BOTTOM = "return innerHeight + scrollY >= document.documentElement.scrollHeight - 1"


def test_the_menu_stays_in_view_and_about_jumps_to_its_section(driver, base_url):
    driver.get(f"{base_url}/floatingMenu")
    menu = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(MENU))
    assert driver.execute_script(IN_VIEWPORT, menu)

    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    # The site scrolls smoothly: wait until the bottom is reached.
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(AT_BOTTOM))
    assert driver.execute_script(IN_VIEWPORT, menu)

    menu.find_element(By.LINK_TEXT, "About").click()
    WebDriverWait(driver, 5).until(EC.url_matches(r"#about$"))
    heading = driver.find_element(By.XPATH, "//h2[text()='About']")
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(IN_VIEWPORT, heading))
